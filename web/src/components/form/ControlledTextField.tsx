import { TextField, type TextFieldProps } from "@mui/material";
import { type Control, Controller, type FieldPath, type FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { translateMessage } from "../../i18n/i18n";

/** `T`: the form's values as typed; `R`: as its resolver hands them to submit (numbers typed as text, parsed). */
type ControlledTextFieldProps<T extends FieldValues, R extends FieldValues = T> = Omit<
  TextFieldProps,
  "name" | "value" | "onChange" | "error"
> & {
  name: FieldPath<T>;
  control: Control<T, unknown, R>;
  label: string;
};

/**
 * An MUI TextField bound to react-hook-form: the field's error (the shared schema's, or the server's 422 message)
 * shows under it as helper text (translated: the messages are English), tied to the input by aria-describedby and
 * aria-invalid.
 */
export function ControlledTextField<T extends FieldValues, R extends FieldValues = T>({
  name,
  control,
  helperText,
  ...props
}: ControlledTextFieldProps<T, R>) {
  useTranslation(); // re-renders the error in a newly chosen language
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={field.value ?? ""}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ? translateMessage(fieldState.error.message) : helperText}
        />
      )}
    />
  );
}
