import {
  listStates,
  MAX_PORTFOLIO_IMAGES,
  MAX_STALL_IMAGES,
  normalizeWebsite,
  priceRangeOptions,
  vendorCategoryOptions,
  VENDOR_CONFIRMATION_HOURS,
  vendorRegistrationSchema,
  findState,
  type VendorRegistration,
} from '@stallplan/contracts';
import { Loader2, UserPlus } from 'lucide-react';
import { useCallback, useState, type ReactNode } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { usePageMeta } from '../../layout/use-page-meta.js';
import { useToast } from '../../ui/toaster.js';
import { formResolver } from '../../ui/form/form-resolver.js';
import { SelectInput } from '../../ui/form/select-input.js';
import { useUploadTracking } from '../../ui/form/use-upload-tracking.js';
import { TestimonialsEditor, type TestimonialLabels } from '../../vendors/testimonials-editor.js';
import { hasPath, splitServerIssues } from '../../vendors/vendor-field-errors.js';
import { emptyVendorProfile, type VendorProfileValues } from '../../vendors/vendor-form-values.js';
import { LogoField, PortfolioField } from '../../vendors/vendor-image-fields.js';
import { VendorTagsField } from '../../vendors/vendor-tags-field.js';
import { VendorTextField } from '../../vendors/vendor-text-field.js';
import { registerVendor } from './register-vendor.js';
import { RegistrationSuccessDialog } from './registration-success-dialog.js';

const STATE_OPTIONS = listStates().map((state) => ({ value: state.name, label: state.name }));

const TAGS = [
  { name: 'specialties', label: 'Specialties', placeholder: 'e.g. Double-decker stalls' },
  { name: 'services', label: 'Services', placeholder: 'e.g. Design and fabrication' },
  { name: 'keywords', label: 'Keywords', placeholder: 'e.g. octanorm', hint: 'Words exhibitors might search for.' },
] as const;

const TESTIMONIAL_LABELS: TestimonialLabels = {
  clientName: 'Client Name',
  clientNameHint: 'Optional.',
  clientContact: 'Client Contact',
  clientContactHint: 'An e-mail or phone number we may check with.',
  text: 'Testimonial',
  stallImages: (index) => `Stall Images for testimonial ${index + 1}`,
  stallImagesHint: `Up to ${MAX_STALL_IMAGES} photos of the stall. JPG/PNG/WebP, under 5MB each.`,
  empty: 'No testimonials yet. A word from a past client helps exhibitors choose you.',
};

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
  const form = useForm<VendorProfileValues, unknown, VendorRegistration>({
    resolver: formResolver(vendorRegistrationSchema),
    defaultValues: emptyVendorProfile(),
    mode: 'onTouched',
  });
  const { register, handleSubmit, setError, watch, reset, getValues, formState } = form;
  const { errors } = formState;
  const { track, uploading } = useUploadTracking();
  const [submitting, setSubmitting] = useState(false);
  const [registered, setRegistered] = useState(false);
  // Kept after the overlay closes: the address the confirmation link went to.
  const [awaitingConfirmation, setAwaitingConfirmation] = useState<string | null>(null);
  const busy = uploading || submitting;

  const closeSuccess = useCallback(() => setRegistered(false), []);

  const chosenState = findState(watch('state'));
  const cityOptions = chosenState?.cities ?? [];

  async function send(registration: VendorRegistration) {
    setSubmitting(true);
    const outcome = await registerVendor(registration);
    setSubmitting(false);
    if (outcome.ok) {
      reset(emptyVendorProfile());
      setAwaitingConfirmation(registration.contact.email);
      setRegistered(true);
      return;
    }
    const { fields, other } = splitServerIssues(outcome.details, (field) => hasPath(getValues(), field));
    fields.forEach(({ field, message }, index) => setError(field as FieldPath<VendorProfileValues>, { type: 'server', message }, { shouldFocus: index === 0 }));
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
          We have sent a confirmation link to <strong>{awaitingConfirmation}</strong>. Open it within {VENDOR_CONFIRMATION_HOURS} hours to confirm the address;
          your profile then awaits approval. Nothing is published before that.
        </p>
      )}
      <form noValidate onSubmit={(event) => void handleSubmit(send, warnInvalid)(event)} aria-labelledby="vendor-form-title" className="space-y-6">
        <h2 id="vendor-form-title" className="text-xl font-semibold text-ink">
          Register as Vendor
        </h2>
        <FormProvider {...form}>
          <fieldset disabled={busy} className="min-w-0 space-y-6">
            <Section title="Business Details">
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                <VendorTextField name="name" label="Business Name" required autoComplete="organization" />
                <VendorTextField
                  name="category"
                  label="Category"
                  required
                  list="vendor-category-options"
                  placeholder="e.g. Booth"
                  hint="Pick one or type your own."
                />
                <datalist id="vendor-category-options">
                  {vendorCategoryOptions.options.map((option) => (
                    <option key={option.value} value={option.label} />
                  ))}
                </datalist>
                <VendorTextField name="description" label="Description" className="sm:col-span-2" rows={4} />
                <VendorTextField name="experience" label="Experience" placeholder="e.g. 12 years" />
                <SelectInput label="Price Range" options={priceRangeOptions.options} registration={register('priceRange')} error={errors.priceRange?.message} />
              </div>
            </Section>

            <Section title="Location">
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                <SelectInput
                  label="State"
                  required
                  placeholder="Select state"
                  options={STATE_OPTIONS}
                  registration={register('state')}
                  error={errors.state?.message}
                />
                <VendorTextField name="city" label="City" required list="vendor-city-options" autoComplete="address-level2" />
                <datalist id="vendor-city-options">
                  {cityOptions.map((city) => (
                    <option key={city.name} value={city.name} />
                  ))}
                </datalist>
                <VendorTextField name="location" label="Area / Locality" className="sm:col-span-2" placeholder="e.g. Andheri East" />
              </div>
            </Section>

            <Section title="Contact">
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                <VendorTextField name="contact.email" label="Email" type="email" required autoComplete="email" />
                <VendorTextField name="contact.phone" label="Phone" type="tel" autoComplete="tel" />
                <VendorTextField
                  name="contact.website"
                  label="Website"
                  className="sm:col-span-2"
                  autoComplete="url"
                  inputMode="url"
                  placeholder="www.example.com"
                  normalize={normalizeWebsite}
                />
                <VendorTextField name="contact.address" label="Address" className="sm:col-span-2" rows={2} />
              </div>
            </Section>

            <Section title="Expertise" description="Type an entry and press Enter or Add.">
              <div className="grid grid-cols-1 gap-4">
                {TAGS.map((tags) => (
                  <VendorTagsField
                    key={tags.name}
                    name={tags.name}
                    label={tags.label}
                    placeholder={tags.placeholder}
                    hint={'hint' in tags ? tags.hint : undefined}
                    maxItems={30}
                    maxLength={100}
                    disabled={busy}
                  />
                ))}
              </div>
            </Section>

            <Section title="Logo & Portfolio">
              <div className="grid grid-cols-1 gap-6">
                <LogoField label="Logo" hint="One image: JPG/PNG/WebP, under 5MB." track={track} disabled={busy} />
                <PortfolioField
                  label="Portfolio Images"
                  hint={`Up to ${MAX_PORTFOLIO_IMAGES} images of stalls you built. JPG/PNG/WebP, under 5MB each.`}
                  track={track}
                  disabled={busy}
                />
              </div>
            </Section>

            <Section title="Testimonials">
              <TestimonialsEditor labels={TESTIMONIAL_LABELS} track={track} disabled={busy} />
            </Section>
          </fieldset>
        </FormProvider>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className="btn-secondary" onClick={() => void (canGoBack() ? navigate(-1) : navigate('/'))}>
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
