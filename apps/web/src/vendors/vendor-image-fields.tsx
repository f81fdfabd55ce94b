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

/** Photos of stalls the vendor built, up to the contract's limit. */
export function PortfolioField({ label, hint, track, disabled }: VendorImageFieldProps) {
  const { control } = useFormContext<VendorFormValues>();
  return (
    <Controller
      control={control}
      name="portfolioImages"
      render={({ field, fieldState }) => (
        <ImageUpload
          label={label}
          hint={hint}
          kind="portfolio"
          max={MAX_PORTFOLIO_IMAGES}
          multiple
          tooManyMessage={uploadMessages.tooManyPortfolio}
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
