import type { UseFormRegisterReturn } from 'react-hook-form';
import { FileText } from 'lucide-react';
import { cn, fieldClassName } from '@site/shared';
import { resumeFileRules } from '@site/shared/schemas/career-application-rules';
import { Field } from '@site/shared/ui/field';

interface ResumeFieldProps {
  input: UseFormRegisterReturn<'resume'>;
  /** The chosen file, once accepted. */
  file: File | null;
  error: string | undefined;
}

/** The resume upload: PDF, DOC or DOCX up to the API's limit, the chosen file's name below. */
export function ResumeField({ input, file, error }: ResumeFieldProps) {
  return (
    <Field
      id="career-resume"
      label="Resume"
      hint={resumeFileRules.hint}
      error={error}
      status={
        file ? (
          <p className="flex items-center gap-2 text-sm" data-testid="resume-file-name">
            <FileText className="size-4 shrink-0 text-primary" aria-hidden />
            {/* A file name has no spaces to wrap at: break it anywhere rather than widen the form. */}
            <span className="min-w-0 [overflow-wrap:anywhere]">
              Selected file: <span className="font-medium">{file.name}</span>
            </span>
          </p>
        ) : null
      }
    >
      <input
        {...input}
        type="file"
        accept={resumeFileRules.accept}
        required
        className={cn(
          fieldClassName,
          // Smaller text than a text field's on a phone (a file input does not zoom the page
          // when focused), so "No file chosen" fits beside the button on a 320 px screen.
          'h-auto cursor-pointer text-sm max-[22rem]:px-2 file:mr-3 max-[22rem]:file:mr-2 file:cursor-pointer file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-secondary-foreground',
        )}
      />
    </Field>
  );
}
