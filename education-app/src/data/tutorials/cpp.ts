import { code, list, text, type TutorialLanguage } from './tutorial-types';

export const cppTutorial: TutorialLanguage = {
  id: 'cpp',
  label: 'C++',
  topics: [
    {
      id: 'cpp-introduction',
      title: 'Introduction to C++',
      content: [
        text(
          'C++ was designed by Bjarne Stroustrup as "C with classes". It keeps C\'s speed and low-level control and adds classes, templates and a rich Standard Template Library (STL). Game engines, browsers, trading systems and most competitive programmers use it.',
        ),
        code(
          'cpp',
          String.raw`
#include <iostream>

int main() {
    std::cout << "Hello from C++!" << std::endl;
    return 0;
}`,
        ),
        text(
          'Compile it with `g++ hello.cpp -o hello` and run `./hello`. `std::cout` with the `<<` operator prints to the console; `std::endl` ends the line.',
        ),
      ],
      practice: [
        'Compile and run the program above, then print a second line with your college name.',
        'List two features C++ adds to C.',
        'What does the `std::` prefix mean?',
      ],
    },
    {
      id: 'cpp-syntax',
      title: 'C++ Syntax',
      content: [
        text(
          'C++ syntax looks like C: semicolons, curly braces and a `main` function. Input and output use streams: `std::cin >>` reads and `std::cout <<` writes, without format specifiers.',
        ),
        code(
          'cpp',
          String.raw`
#include <iostream>
#include <string>
using namespace std;  // fine in small programs, avoid in headers

int main() {
    string name;
    int year;
    cout << "Name and year of study: ";
    cin >> name >> year;
    cout << "Hi " << name << ", year " << year << "\n";
    return 0;
}`,
        ),
        text(
          '`using namespace std;` lets you write `cout` instead of `std::cout`. It is convenient in practice programs, but in large projects it can cause name clashes.',
        ),
      ],
      practice: [
        'Read two numbers with `cin` and print the larger one.',
        'Print a multiplication table of any number the user enters.',
        'Why is `using namespace std;` discouraged in header files?',
      ],
    },
    {
      id: 'cpp-variables',
      title: 'C++ Variables',
      content: [
        text(
          'C++ variables are declared with a type, like in C, but C++ adds `auto` (the compiler works out the type), references (another name for an existing variable) and brace initialisation, which refuses lossy conversions.',
        ),
        code(
          'cpp',
          String.raw`
int seats{30};          // brace initialisation
auto fee = 2999.0;      // deduced as double
const int MAX_BATCH = 4;

int score = 70;
int& alias = score;     // a reference to score
alias += 10;            // score is now 80

// int bad{3.7};        // error: narrowing is refused`,
        ),
        list(
          'Prefer `const` for values that never change.',
          'Use `auto` when the type is obvious from the right-hand side.',
          'A reference must be initialised and always refers to the same variable.',
        ),
      ],
      practice: [
        'Write a function `void addBonus(int& marks)` that adds 5 marks through a reference.',
        'What type does `auto x = 5 / 2;` get, and what value?',
        'Show the difference between passing an `int` by value and by reference.',
      ],
    },
    {
      id: 'cpp-data-types',
      title: 'C++ Data Types',
      content: [
        text(
          "Besides C's `int`, `char`, `float` and `double`, C++ has a real `bool` type and standard library types that you will use constantly: `std::string` for text and `std::vector` for a resizable array.",
        ),
        code(
          'cpp',
          String.raw`
#include <string>
#include <vector>

bool passed = true;
std::string course = "C++ Programming";
std::vector<int> marks = {78, 91, 64};
marks.push_back(85);

long long views = 9000000000LL;   // beyond the range of int
std::cout << course.size() << " " << marks.size() << "\n";`,
        ),
        text(
          'Use `long long` when values can exceed about two billion, a common trap in competitive programming.',
        ),
      ],
      practice: [
        'Read n marks into a `std::vector<int>` and print their average.',
        'Count the words in a `std::string` sentence.',
        'Which type would you choose to store the sum of a million values of up to 100,000 each?',
      ],
    },
  ],
};
