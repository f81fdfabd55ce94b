import { INDIAN_STATES, MAX_PORTFOLIO_IMAGES, MAX_STALL_IMAGES, normalizeWebsite, priceRangeOptions, vendorCategoryOptions } from '@stallplan/contracts';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { SelectInput } from '../../../ui/form/select-input.js';
import { useFieldError } from '../../../ui/form/use-field-error.js';
import type { UploadTracking } from '../../../ui/form/use-upload-tracking.js';
import { TestimonialsEditor, type TestimonialLabels } from '../../../vendors/testimonials-editor.js';
import type { VendorFormValues } from '../../../vendors/vendor-form-values.js';
import { LogoField, PortfolioField } from '../../../vendors/vendor-image-fields.js';
import { VendorTagsField } from '../../../vendors/vendor-tags-field.js';
import { VendorTextField } from '../../../vendors/vendor-text-field.js';

const TESTIMONIAL_LABELS: TestimonialLabels = {
  clientName: 'Client name',
  clientContact: 'Client contact',
  clientContactHint: 'E-mail or phone of the client.',
  text: 'Testimonial',
  stallImages: () => 'Stall images',
  stallImagesHint: `JPG/PNG/WebP, under 5MB each, up to ${MAX_STALL_IMAGES} per testimonial.`,
  empty: 'No testimonials yet.',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-slate-100 pt-5 first:border-t-0 first:pt-0">
      <h3 className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-500">{title}</h3>
      {children}
    </section>
  );
}

function PriceRangeSelect() {
  const { register } = useFormContext<VendorFormValues>();
  return <SelectInput label="Price range" options={priceRangeOptions.options} registration={register('priceRange')} error={useFieldError('priceRange')} />;
}

function ActiveCheckbox() {
  const { register } = useFormContext<VendorFormValues>();
  return (
    <label className="flex items-start gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <input type="checkbox" className="mt-0.5 size-4 accent-brand-700" {...register('isActive')} />
      <span>
        <span className="block text-sm font-medium text-ink">Active</span>
        <span className="block text-xs text-slate-600">Active vendors are listed on Find Builders. Ticking it approves a pending vendor.</span>
      </span>
    </label>
  );
}

function Images({ track, uploading }: UploadTracking) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <LogoField label="Logo" hint="JPG/PNG/WebP, under 5MB." track={track} disabled={uploading} />
      <PortfolioField
        label="Portfolio images"
        hint={`JPG/PNG/WebP, under 5MB each, up to ${MAX_PORTFOLIO_IMAGES} images.`}
        track={track}
        disabled={uploading}
      />
    </div>
  );
}

/** Every field of a vendor (see docs/marketplace.md#vendor-record), grouped as an admin reads a profile. */
export function VendorFormFields({ track, uploading }: UploadTracking) {
  return (
    <div className="space-y-6">
      <datalist id="vendor-category-options">
        {vendorCategoryOptions.options.map((option) => (
          <option key={option.value} value={option.label} />
        ))}
      </datalist>
      <datalist id="vendor-state-options">
        {INDIAN_STATES.map((state) => (
          <option key={state.code} value={state.name} />
        ))}
      </datalist>

      <Section title="Basic information">
        <div className="grid gap-4 sm:grid-cols-2">
          <VendorTextField name="name" label="Vendor name" required autoComplete="organization" />
          <VendorTextField
            name="category"
            label="Category"
            required
            list="vendor-category-options"
            hint="Booth, Logistics, Travel, Catering, Technology, Security, or your own."
          />
          <VendorTextField name="city" label="City" required />
          <VendorTextField name="state" label="State" required list="vendor-state-options" />
          <VendorTextField name="location" label="Location" placeholder="Area or venue, e.g. Whitefield, Bangalore" className="sm:col-span-2" />
          <VendorTextField name="description" label="Description" rows={3} className="sm:col-span-2" />
        </div>
      </Section>

      <Section title="Contact">
        <div className="grid gap-4 sm:grid-cols-2">
          <VendorTextField name="contact.email" label="Email" type="email" inputMode="email" autoComplete="email" />
          <VendorTextField name="contact.phone" label="Phone" type="tel" inputMode="tel" autoComplete="tel" />
          <VendorTextField name="contact.website" label="Website" inputMode="url" placeholder="www.example.com" normalize={normalizeWebsite} />
          <VendorTextField name="contact.address" label="Address" />
        </div>
      </Section>

      <Section title="Pricing and experience">
        <div className="grid gap-4 sm:grid-cols-3">
          <PriceRangeSelect />
          <VendorTextField name="rating" label="Rating" inputMode="decimal" placeholder="4.5" hint="0 to 5." />
          <VendorTextField name="experience" label="Experience" placeholder="12 years" />
          <VendorTextField name="pricing.project" label="Price per project (₹)" inputMode="numeric" />
          <VendorTextField name="pricing.hourly" label="Price per hour (₹)" inputMode="numeric" />
          <VendorTextField name="pricing.sqft" label="Price per sq ft (₹)" inputMode="numeric" />
          <VendorTextField name="completedProjects" label="Completed projects" inputMode="numeric" />
        </div>
      </Section>

      <Section title="What they do">
        <div className="grid gap-4 sm:grid-cols-2">
          <VendorTagsField name="specialties" label="Specialties" listLabel="Specialties entries" placeholder="e.g. Modular stalls" />
          <VendorTagsField name="services" label="Services" listLabel="Services entries" placeholder="e.g. Fabrication" />
          <VendorTagsField name="certifications" label="Certifications" listLabel="Certifications entries" placeholder="e.g. ISO 9001:2015" />
          <VendorTagsField name="keywords" label="Keywords" listLabel="Keywords entries" placeholder="e.g. pavilion" />
          <VendorTagsField name="serviceCities" label="Cities served" listLabel="Cities served entries" placeholder="e.g. Chennai" />
          <VendorTagsField name="recentWork" label="Recent work" listLabel="Recent work entries" placeholder="e.g. 72 sq m island booth, BIEC" />
        </div>
      </Section>

      <Section title="Logo and portfolio">
        <Images track={track} uploading={uploading} />
      </Section>

      <Section title="Testimonials">
        <TestimonialsEditor labels={TESTIMONIAL_LABELS} track={track} disabled={uploading} />
      </Section>

      <Section title="Approval">
        <ActiveCheckbox />
      </Section>
    </div>
  );
}
