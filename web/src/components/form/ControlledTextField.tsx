import { TextField, type TextFieldProps } from "@mui/material";
import { type Control, Controller, type FieldPath, type FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { translateMessage } from "../../i18n/i18n";

type ControlledTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, "name" | "value" | "onChange" | "error"> & {
  name: FieldPath<T>;
  control: Control<T>;
  label: string;
};

/**
 * An MUI TextField bound to react-hook-form: the field's error (the shared schema's, or the server's 422 message)
 * shows under it as helper text (translated: the messages are English), tied to the input by aria-describedby and
 * aria-invalid.
 */
export function ControlledTextField<T extends FieldValues>({
  name,
  control,
  helperText,
  ...props
}: ControlledTextFieldProps<T>) {
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
