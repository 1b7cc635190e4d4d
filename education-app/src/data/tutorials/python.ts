import { code, list, text, type TutorialLanguage } from './tutorial-types';

export const pythonTutorial: TutorialLanguage = {
  id: 'python',
  label: 'Python',
  topics: [
    {
      id: 'python-introduction',
      title: 'Introduction to Python',
      content: [
        text(
          'Python is a high-level language known for code that reads almost like English. It is used for automation scripts, web back ends (Django, Flask), data analysis, machine learning and teaching programming, which makes it an excellent first language.',
        ),
        text(
          'Python is interpreted: you run a `.py` file directly with `python3 hello.py`, or type lines into the interactive shell and see the answer at once.',
        ),
        code(
          'python',
          String.raw`
print("Namaste from Python!")
name = input("What is your name? ")
print("Welcome,", name)`,
        ),
      ],
      videoUrl: 'https://www.youtube.com/watch?v=kqtD5dpn9C8',
      practice: [
        'Install Python 3 and print the version with `python3 --version`.',
        'Write a program that asks for your name and city and prints a one-line greeting using both.',
        'Name three areas where Python is widely used.',
      ],
    },
    {
      id: 'python-syntax',
      title: 'Python Syntax',
      content: [
        text(
          'Python uses indentation instead of curly braces to mark blocks. A line ending in a colon (`if`, `for`, `def`) starts a block, and every line of that block is indented by the same amount, normally four spaces.',
        ),
        code(
          'python',
          String.raw`
marks = 72

# A comment starts with a hash
if marks >= 90:
    print("Grade A")
elif marks >= 60:
    print("Grade B")
else:
    print("Keep practising")

for day in range(1, 4):
    print("Day", day)`,
        ),
        text(
          'No semicolons are needed at the end of lines. Mixing tabs and spaces causes an `IndentationError`, so configure your editor to insert spaces.',
        ),
      ],
      practice: [
        'Write a program that prints the numbers 1 to 10, marking each one as even or odd.',
        'What error does Python raise if a block under `if` is not indented, and why?',
        'Rewrite a three-level `if` ladder using `elif`.',
      ],
    },
    {
      id: 'python-variables',
      title: 'Python Variables',
      content: [
        text(
          'A Python variable is created the moment you assign to it, with no type declaration. The name simply points to a value, and the same name can later point to a value of a different type.',
        ),
        code(
          'python',
          String.raw`
course = "Python Programming"
weeks = 4
fee = 2999.0

weeks = weeks + 1          # reassign
x, y = 10, 20              # several at once
x, y = y, x                # swap without a third variable

print(f"{course}: {weeks} weeks for Rs. {fee}")`,
        ),
        list(
          'Names use snake_case by convention: `total_fee`, not `TotalFee`.',
          'Names are case-sensitive and cannot start with a digit.',
          'Constants are written in capitals, such as `MAX_SEATS = 30`, by agreement only.',
        ),
      ],
      practice: [
        'Store the length and breadth of a room and print its area with an f-string.',
        'Swap two variables in one line and explain how the tuple assignment works.',
        'Which of these names are valid: `2nd_place`, `second_place`, `class`, `_total`?',
      ],
    },
    {
      id: 'python-data-types',
      title: 'Python Data Types',
      content: [
        text(
          'Every value in Python has a type, which `type(value)` reports. The built-in types you will use daily are:',
        ),
        list(
          '`int` and `float` for numbers, `bool` for `True` and `False`, and `str` for text.',
          '`list`: an ordered, changeable sequence such as `[78, 91, 64]`.',
          '`tuple`: an ordered sequence that cannot change, such as `(27.18, 78.01)`.',
          '`dict`: key-value pairs such as `{"name": "Asha", "city": "Agra"}`.',
          '`set`: unique values with no order, such as `{"java", "python"}`.',
        ),
        code(
          'python',
          String.raw`
scores = [78, 91, 64]
scores.append(85)
student = {"name": "Asha", "scores": scores}

print(type(scores))              # <class 'list'>
print(max(student["scores"]))    # 91
print(int("42") + float("0.5"))  # 42.5`,
        ),
      ],
      practice: [
        'Store five marks in a list and print the average, the highest and the lowest.',
        'Build a dictionary of three courses and their fees, then print each course with its fee.',
        'Why can a tuple be a dictionary key while a list cannot?',
        'Remove the duplicates from `[3, 1, 3, 2, 1]` using a set.',
      ],
    },
    {
      id: 'python-functions',
      title: 'Python Functions',
      content: [
        text(
          'A function packages a piece of work under a name so it can be reused. Define it with `def`, give it parameters, and send a result back with `return`.',
        ),
        code(
          'python',
          String.raw`
def total_fee(base, discount_percent=0):
    """Return the fee after a percentage discount."""
    return base - base * discount_percent / 100

print(total_fee(2999))                       # 2999.0
print(total_fee(2999, discount_percent=10))  # 2699.1`,
        ),
        text(
          'Parameters with default values are optional when calling. Keyword arguments name the parameter at the call, which keeps calls readable. A function without `return` gives back `None`.',
        ),
      ],
      blogSlug: 'python-functions-explained',
      practice: [
        'Write `is_prime(n)` and use it to print every prime number below 50.',
        'Write a function that returns both the minimum and the maximum of a list.',
        'What does a function return when it has no `return` statement?',
        'Write `greet(name, language="English")` that greets in English or Hindi.',
      ],
    },
  ],
};
