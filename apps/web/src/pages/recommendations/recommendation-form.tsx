import {
  companySizeOptions,
  eventTypeOptions,
  exhibitionGoalOptions,
  experienceLevelOptions,
  planningTimelineOptions,
  recommendationIndustryOptions,
  recommendationRequestSchema,
  type RecommendationRequest,
} from '@stallplan/contracts';
import { Sparkles } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { CheckboxGroup } from '../../ui/form/checkbox-group.js';
import { SelectInput } from '../../ui/form/select-input.js';
import { TextInput } from '../../ui/form/text-input.js';
import { formResolver } from '../../ui/form/form-resolver.js';
import type { RecommendationFormValues } from './recommendation-form-values.js';

interface RecommendationFormProps {
  /** The last answers, so Get New Recommendations comes back to them (see docs/marketplace.md#event-recommendations). */
  defaultValues: RecommendationFormValues;
  onSubmit: (request: RecommendationRequest, values: RecommendationFormValues) => void;
}

/** "Tell Us About Your Business": industry is required and the button waits for it (see docs/marketplace.md#event-recommendations). */
export function RecommendationForm({ defaultValues, onSubmit }: RecommendationFormProps) {
  const { register, handleSubmit, watch, getValues, formState } = useForm<RecommendationFormValues, unknown, RecommendationRequest>({
    resolver: formResolver(recommendationRequestSchema),
    defaultValues,
    mode: 'onTouched',
  });
  const { errors } = formState;
  const industry = watch('industry');

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit((request) => onSubmit(request, getValues()))(event)}
      className="card space-y-6"
      aria-labelledby="recommendation-form-title"
    >
      <div>
        <h2 id="recommendation-form-title" className="section-title mb-1">
          Tell Us About Your Business
        </h2>
        <p className="text-sm text-slate-600">Only the industry is needed; every other answer sharpens the match.</p>
      </div>

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectInput
          label="Industry"
          required
          placeholder="Select your industry"
          options={recommendationIndustryOptions.options}
          registration={register('industry')}
          error={errors.industry?.message}
        />
        <TextInput
          label="Location"
          autoComplete="address-level2"
          placeholder="e.g. Bangalore"
          hint="Your city or state: shows nearby rank higher."
          registration={register('location')}
          error={errors.location?.message}
        />
        <TextInput
          label="Budget (₹)"
          inputMode="numeric"
          placeholder="e.g. 5,00,000"
          hint="Whole rupees for one show, all in."
          registration={register('budget')}
          error={errors.budget?.message}
        />
        <TextInput
          label="Team Size"
          inputMode="numeric"
          placeholder="e.g. 4"
          hint="People going to the show."
          registration={register('teamSize')}
          error={errors.teamSize?.message}
        />
        <SelectInput
          label="Company Size"
          placeholder="Select company size"
          options={companySizeOptions.options}
          registration={register('companySize')}
          error={errors.companySize?.message}
        />
        <SelectInput
          label="Exhibition Experience"
          placeholder="Select your experience"
          options={experienceLevelOptions.options}
          registration={register('experience')}
          error={errors.experience?.message}
        />
        <SelectInput
          label="Timeline"
          className="sm:col-span-2"
          placeholder="When do you want to exhibit?"
          options={planningTimelineOptions.options}
          registration={register('timeline')}
          error={errors.timeline?.message}
        />
      </div>

      <CheckboxGroup legend="Exhibition Goals" options={exhibitionGoalOptions.options} registration={register('goals')} error={errors.goals?.message} />
      <CheckboxGroup legend="Event Types" options={eventTypeOptions.options} registration={register('eventTypes')} error={errors.eventTypes?.message} />

      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
        {!industry && (
          <p id="recommendation-submit-hint" className="text-sm text-slate-500">
            Choose your industry to continue.
          </p>
        )}
        <button type="submit" className="btn-primary" disabled={!industry} aria-describedby={industry ? undefined : 'recommendation-submit-hint'}>
          <Sparkles className="size-4" aria-hidden />
          Get AI Recommendations
        </button>
      </div>
    </form>
  );
}
