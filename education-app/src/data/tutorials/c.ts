import { code, list, text, type TutorialLanguage } from './tutorial-types';

export const cTutorial: TutorialLanguage = {
  id: 'c',
  label: 'C',
  topics: [
    {
      id: 'c-introduction',
      title: 'Introduction to C',
      content: [
        text(
          'C was created by Dennis Ritchie at Bell Labs in 1972 to write the Unix operating system. It is small, fast and close to the hardware, and it still runs inside operating systems, databases, embedded devices and the interpreters of other languages.',
        ),
        text(
          'Learning C teaches you how memory really works, which makes every language you learn afterwards easier. A C program is compiled to machine code, for example with `gcc hello.c -o hello`, and then run as `./hello`.',
        ),
        code(
          'c',
          String.raw`
#include <stdio.h>

int main(void) {
    printf("Hello from C!\n");
    return 0;
}`,
        ),
      ],
      videoUrl: 'https://youtu.be/KJgsSFOSQv0',
      practice: [
        'Compile and run the program above, then change it to print two lines.',
        'What does `#include <stdio.h>` give your program?',
        'Why does `main` return 0, and who reads that value?',
      ],
    },
    {
      id: 'c-syntax',
      title: 'C Syntax',
      content: [
        text(
          'Every C program starts in `main`. Statements end with semicolons, blocks use curly braces, and lines starting with `#` are instructions to the preprocessor, which runs before the compiler.',
        ),
        code(
          'c',
          String.raw`
#include <stdio.h>
#define PASS_MARK 40   /* a preprocessor constant */

int main(void) {
    int marks = 55;      // a variable declaration
    if (marks >= PASS_MARK) {
        printf("Passed with %d marks\n", marks);
    }
    return 0;
}`,
        ),
        text(
          '`printf` uses format specifiers to place values in the text: `%d` for an `int`, `%f` for a `float` or `double`, `%c` for a `char` and `%s` for a string. `\\n` moves to a new line.',
        ),
      ],
      practice: [
        'Print your name, age and percentage on one line using three different format specifiers.',
        "What happens when a semicolon is missing? Read the compiler's error message carefully.",
        'Write a program that prints the numbers 1 to 5 with a `for` loop.',
      ],
    },
    {
      id: 'c-variables',
      title: 'C Variables',
      content: [
        text(
          'In C a variable must be declared with its type before use. Declaring reserves memory; until you assign a value, a local variable holds garbage, so always initialise it.',
        ),
        code(
          'c',
          String.raw`
int count = 0;          /* declared and initialised */
float price = 99.5f;
char section = 'B';
const int SEATS = 30;   /* cannot be changed */

int roll;
printf("Enter your roll number: ");
scanf("%d", &roll);     /* & passes the variable's address */
printf("Roll %d in section %c\n", roll, section);`,
        ),
        text(
          '`scanf` needs the address of the variable, written with `&`, so it can store the value it reads. Forgetting the `&` is a classic mistake that crashes the program.',
        ),
      ],
      practice: [
        'Read two integers with `scanf` and print their sum, difference and product.',
        'Print the address of a variable with `%p` and `&`.',
        'Why is using an uninitialised local variable dangerous?',
      ],
    },
    {
      id: 'c-data-types',
      title: 'C Data Types',
      content: [
        text(
          "C's basic types are `char`, `int`, `float` and `double`, with modifiers such as `short`, `long` and `unsigned`. Their sizes depend on the machine, so check them with `sizeof`.",
        ),
        list(
          '`char`: 1 byte, a small integer that also stores one character.',
          '`int`: usually 4 bytes; `unsigned int` holds only non-negative values.',
          '`float`: usually 4 bytes, about 7 significant digits.',
          '`double`: usually 8 bytes, about 15 significant digits.',
        ),
        code(
          'c',
          String.raw`
printf("int: %zu bytes\n", sizeof(int));
printf("double: %zu bytes\n", sizeof(double));

int a = 7, b = 2;
printf("%d\n", a / b);            /* 3: integer division */
printf("%.2f\n", (double) a / b); /* 3.50 */`,
        ),
      ],
      practice: [
        'Print the size of every basic type on your machine with `sizeof`.',
        'Convert a temperature in Celsius to Fahrenheit using `float` and print it with one decimal.',
        'Explain why `7 / 2` gives 3 in C and how to get 3.5.',
      ],
    },
    {
      id: 'c-arrays',
      title: 'C Arrays',
      content: [
        text(
          'An array stores a fixed number of values of one type next to each other in memory. Elements are numbered from 0, so an array of five elements has indexes 0 to 4.',
        ),
        code(
          'c',
          String.raw`
int marks[5] = {78, 91, 64, 85, 70};
int total = 0;

for (int i = 0; i < 5; i++) {
    total += marks[i];
}
printf("Average: %.1f\n", total / 5.0);`,
        ),
        text(
          'C does not check array bounds: reading `marks[5]` compiles but reads memory that is not yours. Always loop with `i < length`.',
        ),
      ],
      blogSlug: 'c-arrays-in-practice',
      practice: [
        'Read 10 numbers into an array and print them in reverse order.',
        'Find the largest and the second-largest element of an array in a single pass.',
        'Write a function that receives an array and its length and returns the sum.',
        'Count how many elements of an array are even.',
      ],
    },
    {
      id: 'c-2d-arrays',
      title: 'C 2D Arrays',
      content: [
        text(
          'A two-dimensional array is an array of arrays, perfect for tables, matrices and game boards. `int m[3][4]` has 3 rows and 4 columns; `m[row][column]` reaches one cell.',
        ),
        code(
          'c',
          String.raw`
int matrix[2][3] = {
    {1, 2, 3},
    {4, 5, 6}
};

for (int row = 0; row < 2; row++) {
    for (int col = 0; col < 3; col++) {
        printf("%d ", matrix[row][col]);
    }
    printf("\n");
}`,
        ),
        text(
          'In memory the rows are stored one after another (row-major order), so looping over the rows in the outer loop is also the fastest way to visit every cell.',
        ),
      ],
      practice: [
        'Add two 3x3 matrices and print the result.',
        'Print the transpose of a 2x3 matrix.',
        'Compute the sum of each row and each column of a 4x4 matrix.',
        'Multiply two 2x2 matrices.',
      ],
    },
    {
      id: 'c-questions',
      title: 'C Practice Questions',
      content: [
        text(
          'These programs are the ones interviewers and university exams ask for most often. Solve each one without looking anything up, compile it with warnings on (`gcc -Wall`), and test it with at least three inputs, including an edge case such as 0 or a negative number.',
        ),
        text(
          'When you are stuck, write the steps in plain language first, then translate each step into C. Bring your solutions to a BrajCode doubt-clearing session for a code review.',
        ),
      ],
      practice: [
        'Check whether a number is a palindrome.',
        'Print the Fibonacci series up to n terms.',
        'Find the factorial of a number using recursion.',
        'Check whether a number is an Armstrong number.',
        'Reverse a string without using `strrev`.',
        'Sort an array with bubble sort and print each pass.',
        'Search an element with binary search in a sorted array.',
        'Count the vowels, consonants, digits and spaces in a line of text.',
      ],
    },
  ],
};
