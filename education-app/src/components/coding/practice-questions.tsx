import { InlineCodeText } from './inline-code-text';

export function PracticeQuestions({ questions }: { questions: readonly string[] }) {
  return (
    <section aria-labelledby="topic-practice-heading" className="space-y-3">
      <h4 id="topic-practice-heading" className="text-lg font-semibold">
        Practice Questions
      </h4>
      <ol className="list-decimal space-y-2 pl-6" data-testid="practice-questions">
        {questions.map((question) => (
          <li key={question}>
            <InlineCodeText text={question} />
          </li>
        ))}
      </ol>
    </section>
  );
}
