import { RETURN_ADDRESS_MAX, RETURN_INSTRUCTIONS_MAX } from '@pedestal/contract/constants';
import { TextArea } from '@admin/components/ui';
import type { FieldErrors } from '@admin/lib/forms';

export interface ReturnsForm {
  returnAddress: string;
  returnInstructions: string;
}

/**
 * Returns (issue 41 #5): the address withdrawn goods go back to and a short instruction, shown on
 * the withdrawn order's page, in its acknowledgement email and message. Left empty, shoppers are
 * told that support emails the address within one business day.
 */
export function ReturnsSection({
  value,
  errors,
  onChange,
}: {
  value: ReturnsForm;
  errors: FieldErrors;
  onChange: (f: ReturnsForm) => void;
}) {
  return (
    <fieldset>
      <legend className="text-base font-semibold text-slate-900">Returns</legend>
      <div className="mt-1 grid grid-cols-2 gap-5">
        <TextArea
          label="Return address"
          hint={`The address parcels of a withdrawal go back to, one line each (up to ${RETURN_ADDRESS_MAX} characters). Empty: shoppers are told support emails it within one business day.`}
          value={value.returnAddress}
          error={errors.returnAddress}
          rows={5}
          onChange={(e) => onChange({ ...value, returnAddress: e.target.value })}
        />
        <TextArea
          label="Return instructions"
          rows={3}
          hint={`A short note shown under the address, e.g. "Use a tracked service; keep the receipt." (up to ${RETURN_INSTRUCTIONS_MAX} characters).`}
          value={value.returnInstructions}
          error={errors.returnInstructions}
          onChange={(e) => onChange({ ...value, returnInstructions: e.target.value })}
        />
      </div>
    </fieldset>
  );
}
