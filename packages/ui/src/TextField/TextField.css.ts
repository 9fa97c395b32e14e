export {
  adornment,
  control,
  description,
  error,
  field,
  input,
  label,
  requiredMark,
} from '../internal/field.css';
