import {
  listStates,
  MAX_PORTFOLIO_IMAGES,
  normalizeWebsite,
  priceRangeOptions,
  uploadMessages,
  vendorCategoryOptions,
  VENDOR_CONFIRMATION_HOURS,
  vendorRegistrationSchema,
  findState,
  type VendorRegistration,
} from '@stallplan/contracts';
import { Loader2, UserPlus } from 'lucide-react';
import { useCallback, useState, type ReactNode } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { usePageMeta } from '../../layout/use-page-meta.js';
import { useToast } from '../../ui/toaster.js';
import { SelectInput, TextArea, TextInput } from '../stall-details/form-inputs.js';
import { formResolver } from '../stall-details/form-resolver.js';
import { ImageUpload } from './image-upload.js';
import { registerVendor } from './register-vendor.js';
import { RegistrationSuccessDialog } from './registration-success-dialog.js';
import { hasPath, splitServerIssues } from './server-field-errors.js';
import { TagInput } from './tag-input.js';
import { TestimonialsField } from './testimonials-field.js';
import { EMPTY_VENDOR_FORM, type VendorFormValues } from './vendor-form-values.js';

const STATE_OPTIONS = listStates().map((state) => ({ value: state.name, label: state.name }));

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const id = `vendor-section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className="section-title mb-1">
        {title}
      </h2>
      {description && <p className="mb-4 text-sm text-slate-600">{description}</p>}
      <div className={description ? '' : 'mt-4'}>{children}</div>
    </section>
  );
}

/** react-router keeps the entry's position in history.state; 0 means the visitor arrived here first. */
function canGoBack(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return (state?.idx ?? 0) > 0;
}

export function VendorRegistrationPage() {
  usePageMeta('Register as Vendor', 'Join the StallPlan vendor network: list your stall-building or exhibition services for exhibitors across India.');
  const navigate = useNavigate();
  const showToast = useToast();
  const form = useForm<VendorFormValues, unknown, VendorRegistration>({
    resolver: formResolver(vendorRegistrationSchema),
    defaultValues: EMPTY_VENDOR_FORM,
    mode: 'onTouched',
  });
  const { register, control, handleSubmit, setValue, setError, watch, reset, getValues, formState } = form;
  const { errors } = formState;
  const [uploads, setUploads] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [registered, setRegistered] = useState(false);
  // Kept after the overlay closes: the address the confirmation link went to.
  const [awaitingConfirmation, setAwaitingConfirmation] = useState<string | null>(null);
  const uploading = uploads > 0;
  const busy = uploading || submitting;

  const onBusyChange = useCallback((isBusy: boolean) => setUploads((count) => count + (isBusy ? 1 : -1)), []);
  const closeSuccess = useCallback(() => setRegistered(false), []);

  const chosenState = findState(watch('state'));
  const cityOptions = chosenState?.cities ?? [];

  // §5: the website is normalised while typing and on leaving the field.
  const normaliseWebsite = (event: { target: { value: string } }) => {
    const normalised = normalizeWebsite(event.target.value);
    if (normalised !== event.target.value) setValue('contact.website', normalised, { shouldDirty: true });
  };

  async function send(registration: VendorRegistration) {
    setSubmitting(true);
    const outcome = await registerVendor(registration);
    setSubmitting(false);
    if (outcome.ok) {
      reset(EMPTY_VENDOR_FORM);
      setAwaitingConfirmation(registration.contact.email);
      setRegistered(true);
      return;
    }
    const { fields, other } = splitServerIssues(outcome.details, (field) => hasPath(getValues(), field));
    fields.forEach(({ field, message }, index) => setError(field as FieldPath<VendorFormValues>, { type: 'server', message }, { shouldFocus: index === 0 }));
    if (fields.length === 0 || other.length > 0) {
      showToast({ title: 'Registration failed', description: other[0] ?? outcome.message, variant: 'destructive' });
    }
  }

  // react-hook-form has focused the first field in error; the toast says why nothing was sent.
  const warnInvalid = () => showToast({ title: 'Please check the form', description: 'Some fields need your attention.', variant: 'destructive' });

  const submitLabel = uploading ? 'Uploading...' : submitting ? 'Submitting...' : 'Register as Vendor';

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <header className="mb-6">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">Join Our Vendor Network</h1>
        <p className="mt-1 text-slate-600">
          Builders and exhibition service vendors: register once and exhibitors planning a stall near you can find you. Profiles go live after a quick review.
        </p>
      </header>

      {awaitingConfirmation && (
        <p role="status" className="card mb-6 border-green-200 bg-green-50 text-sm text-green-900">
          We have sent a confirmation link to <strong>{awaitingConfirmation}</strong>. Open it within {VENDOR_CONFIRMATION_HOURS} hours to confirm the
          address; your profile then awaits approval. Nothing is published before that.
        </p>
      )}
      <form noValidate onSubmit={handleSubmit(send, warnInvalid)} aria-labelledby="vendor-form-title" className="space-y-6">
        <h2 id="vendor-form-title" className="text-xl font-semibold text-ink">
          Register as Vendor
        </h2>
        <fieldset disabled={busy} className="min-w-0 space-y-6">
          <Section title="Business Details">
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <TextInput label="Business Name" required autoComplete="organization" registration={register('name')} error={errors.name?.message} />
              <TextInput
                label="Category"
                required
                list="vendor-category-options"
                placeholder="e.g. Booth"
                hint="Pick one or type your own."
                registration={register('category')}
                error={errors.category?.message}
              />
              <datalist id="vendor-category-options">
                {vendorCategoryOptions.options.map((option) => (
                  <option key={option.value} value={option.label} />
                ))}
              </datalist>
              <TextArea label="Description" className="sm:col-span-2" rows={4} registration={register('description')} error={errors.description?.message} />
              <TextInput label="Experience" placeholder="e.g. 12 years" registration={register('experience')} error={errors.experience?.message} />
              <SelectInput label="Price Range" options={priceRangeOptions.options} registration={register('priceRange')} error={errors.priceRange?.message} />
            </div>
          </Section>

          <Section title="Location">
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <SelectInput label="State" required placeholder="Select state" options={STATE_OPTIONS} registration={register('state')} error={errors.state?.message} />
              <TextInput label="City" required list="vendor-city-options" autoComplete="address-level2" registration={register('city')} error={errors.city?.message} />
              <datalist id="vendor-city-options">
                {cityOptions.map((city) => (
                  <option key={city.name} value={city.name} />
                ))}
              </datalist>
              <TextInput label="Area / Locality" className="sm:col-span-2" placeholder="e.g. Andheri East" registration={register('location')} error={errors.location?.message} />
            </div>
          </Section>

          <Section title="Contact">
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <TextInput label="Email" type="email" required autoComplete="email" registration={register('contact.email')} error={errors.contact?.email?.message} />
              <TextInput label="Phone" type="tel" autoComplete="tel" registration={register('contact.phone')} error={errors.contact?.phone?.message} />
              <TextInput
                label="Website"
                className="sm:col-span-2"
                autoComplete="url"
                inputMode="url"
                placeholder="www.example.com"
                registration={register('contact.website', { onChange: normaliseWebsite, onBlur: normaliseWebsite })}
                error={errors.contact?.website?.message}
              />
              <TextArea label="Address" className="sm:col-span-2" rows={2} registration={register('contact.address')} error={errors.contact?.address?.message} />
            </div>
          </Section>

          <Section title="Expertise" description="Type an entry and press Enter or Add.">
            <div className="grid grid-cols-1 gap-4">
              {(['specialties', 'services', 'keywords'] as const).map((name) => (
                <Controller
                  key={name}
                  control={control}
                  name={name}
                  render={({ field, fieldState }) => (
                    <TagInput
                      label={{ specialties: 'Specialties', services: 'Services', keywords: 'Keywords' }[name]}
                      placeholder={{ specialties: 'e.g. Double-decker stalls', services: 'e.g. Design and fabrication', keywords: 'e.g. octanorm' }[name]}
                      hint={name === 'keywords' ? 'Words exhibitors might search for.' : undefined}
                      values={field.value}
                      onChange={field.onChange}
                      inputRef={field.ref}
                      error={fieldState.error?.message}
                      disabled={busy}
                      maxItems={30}
                    />
                  )}
                />
              ))}
            </div>
          </Section>

          <Section title="Logo & Portfolio">
            <div className="grid grid-cols-1 gap-6">
              <Controller
                control={control}
                name="logoUrl"
                render={({ field, fieldState }) => (
                  <ImageUpload
                    label="Logo"
                    hint="One image: JPG/PNG/WebP, under 5MB."
                    kind="logo"
                    max={1}
                    multiple={false}
                    tooManyMessage={uploadMessages.notAnImage}
                    urls={field.value ? [field.value] : []}
                    onChange={(urls) => field.onChange(urls[0] ?? '')}
                    onBusyChange={onBusyChange}
                    disabled={busy}
                    fieldError={fieldState.error?.message}
                  />
                )}
              />
              <Controller
                control={control}
                name="portfolioImages"
                render={({ field, fieldState }) => (
                  <ImageUpload
                    label="Portfolio Images"
                    hint={`Up to ${MAX_PORTFOLIO_IMAGES} images of stalls you built. JPG/PNG/WebP, under 5MB each.`}
                    kind="portfolio"
                    max={MAX_PORTFOLIO_IMAGES}
                    multiple
                    tooManyMessage={uploadMessages.tooManyPortfolio}
                    urls={field.value}
                    onChange={field.onChange}
                    onBusyChange={onBusyChange}
                    disabled={busy}
                    fieldError={fieldState.error?.message}
                  />
                )}
              />
            </div>
          </Section>

          <Section title="Testimonials">
            <TestimonialsField form={form} onBusyChange={onBusyChange} disabled={busy} />
          </Section>
        </fieldset>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className="btn-secondary" onClick={() => (canGoBack() ? navigate(-1) : navigate('/'))}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <UserPlus className="size-4" aria-hidden />}
            {submitLabel}
          </button>
        </div>
      </form>

      <RegistrationSuccessDialog open={registered} onClose={closeSuccess} />
    </div>
  );
}
