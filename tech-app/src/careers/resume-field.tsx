import { FileText } from 'lucide-react';
import { FieldError, Label, cn, fieldClassName } from '@site/shared';
import { resumeFileRules } from '@site/shared/schemas/career-application-rules';

interface ResumeFieldProps {
  file: File | null;
  /** Changing it replaces the input with an empty one (after a successful application). */
  inputKey: number;
  error: string | undefined;
  /** False when the file is refused: the input is then emptied (keeping its focus). */
  onChoose: (file: File | null) => boolean;
}

const RESUME_INPUT_ID = 'career-resume';
const RESUME_ERROR_ID = 'career-resume-error';
const RESUME_HINT_ID = 'career-resume-hint';

export function ResumeField({ file, inputKey, error, onChoose }: ResumeFieldProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={RESUME_INPUT_ID}>Resume</Label>
      <input
        key={inputKey}
        id={RESUME_INPUT_ID}
        name="resume"
        type="file"
        accept={resumeFileRules.accept}
        required
        onChange={(event) => {
          if (!onChoose(event.target.files?.[0] ?? null)) event.target.value = '';
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${RESUME_HINT_ID} ${RESUME_ERROR_ID}` : RESUME_HINT_ID}
        className={cn(
          fieldClassName,
          'h-auto cursor-pointer file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-secondary-foreground',
        )}
      />
      <p id={RESUME_HINT_ID} className="text-sm text-muted-foreground">
        {resumeFileRules.hint}
      </p>
      {file ? (
        <p className="flex items-center gap-2 text-sm" data-testid="resume-file-name">
          <FileText className="size-4 text-primary" aria-hidden />
          <span>
            Selected file: <span className="font-medium">{file.name}</span>
          </span>
        </p>
      ) : null}
      <FieldError id={RESUME_ERROR_ID} message={error} />
    </div>
  );
}
