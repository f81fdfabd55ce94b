import { MAX_PORTFOLIO_IMAGES, uploadMessages } from '@stallplan/contracts';
import { Controller, useFormContext } from 'react-hook-form';
import { ImageUpload } from '../ui/form/image-upload.js';
import type { UploadTracking } from '../ui/form/use-upload-tracking.js';
import type { VendorFormValues } from './vendor-form-values.js';

interface VendorImageFieldProps {
  label: string;
  hint: string;
  track: UploadTracking['track'];
  disabled?: boolean | undefined;
}

/** The vendor's logo: one image, replaced by the next one chosen. */
export function LogoField({ label, hint, track, disabled }: VendorImageFieldProps) {
  const { control } = useFormContext<VendorFormValues>();
  return (
    <Controller
      control={control}
      name="logoUrl"
      render={({ field, fieldState }) => (
        <ImageUpload
          label={label}
          hint={hint}
          kind="logo"
          max={1}
          multiple={false}
          tooManyMessage={uploadMessages.notAnImage}
          urls={field.value ? [field.value] : []}
          onChange={(urls) => field.onChange(urls[0] ?? '')}
          track={track}
          disabled={disabled}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** A list of images in the vendor form: the portfolio, or the stall photos of one testimonial. */
export function ImageListField({
  name,
  kind,
  max,
  tooManyMessage,
  label,
  hint,
  track,
  disabled,
}: VendorImageFieldProps & {
  name: 'portfolioImages' | `testimonials.${number}.stallImages`;
  kind: 'portfolio' | 'testimonial';
  max: number;
  tooManyMessage: string;
}) {
  const { control } = useFormContext<VendorFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ImageUpload
          label={label}
          hint={hint}
          kind={kind}
          max={max}
          multiple
          tooManyMessage={tooManyMessage}
          urls={field.value}
          onChange={field.onChange}
          track={track}
          disabled={disabled}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** Photos of stalls the vendor built, up to the contract's limit. */
export function PortfolioField(props: VendorImageFieldProps) {
  return <ImageListField name="portfolioImages" kind="portfolio" max={MAX_PORTFOLIO_IMAGES} tooManyMessage={uploadMessages.tooManyPortfolio} {...props} />;
}
