import { code, list, text, type TutorialLanguage } from './tutorial-types';

export const javaTutorial: TutorialLanguage = {
  id: 'java',
  label: 'Java',
  topics: [
    {
      id: 'java-learning-chart',
      title: 'Java Learning Chart',
      content: [
        text(
          'Java rewards learning in order. Each stage below builds on the one before it, and every stage ends with a small program you write yourself. Most of our evening batch in Agra covers stages 1 to 4 in six weeks; stages 5 and 6 are where interview preparation starts.',
        ),
        list(
          'Stage 1, setup: install a JDK, compile with `javac` and run with `java` from the terminal before you touch an IDE.',
          'Stage 2, the language core: syntax, variables, data types, operators, `if`/`switch` and loops.',
          'Stage 3, methods and arrays: splitting a program into methods, passing arguments, one- and two-dimensional arrays.',
          'Stage 4, object-oriented programming: classes, objects, constructors, encapsulation, inheritance, polymorphism and interfaces.',
          'Stage 5, the standard library: `String` and `StringBuilder`, the collections (`ArrayList`, `HashMap`, `HashSet`), exceptions and file I/O.',
          'Stage 6, building real software: Maven or Gradle, unit tests with JUnit, JDBC with a database, then Spring Boot for web APIs.',
        ),
        text(
          'A good rhythm is one topic a day: read the lesson, type every example by hand instead of copying it, then solve the practice questions without looking back at the lesson.',
        ),
      ],
      practice: [
        'Write down which stage you are at today and one program you could already build with what you know.',
        'Plan your next two weeks: which topics of this chart will you cover on which days?',
        'Why does the chart put plain `javac` and `java` before an IDE such as IntelliJ IDEA?',
      ],
    },
    {
      id: 'java-installation-guide',
      title: 'Java Installation Guide',
      content: [
        text(
          'To write Java you need a Java Development Kit (JDK). It contains `javac`, the compiler that turns `.java` source files into bytecode, and `java`, the launcher that runs that bytecode on the Java Virtual Machine. Install a long-term support release such as Java 17 or Java 21.',
        ),
        text(
          'After installing, open a new terminal and check that both tools answer with the same version:',
        ),
        code(
          'shell',
          String.raw`
java -version
javac -version`,
        ),
        text(
          'If `javac` is not recognised while `java` works, the `PATH` variable points at a runtime instead of the JDK. The full guide below walks through Windows, macOS and Linux step by step.',
        ),
      ],
      blogSlug: 'java-installation-guide',
      practice: [
        'Install a JDK and note the exact version that `java -version` prints.',
        'Find the folder your JDK was installed in and set `JAVA_HOME` to it.',
        'Compile and run a `Hello.java` file from the terminal without an IDE.',
        'What is the difference between the JDK and the Java runtime?',
      ],
    },
    {
      id: 'java-introduction',
      title: 'Introduction to Java',
      content: [
        text(
          'Java is a general-purpose, object-oriented language created at Sun Microsystems in 1995 and now maintained as OpenJDK. Its promise is "write once, run anywhere": the compiler produces bytecode, and any machine with a Java Virtual Machine can run that same bytecode, whether it runs Windows, Linux or macOS.',
        ),
        text(
          'Java powers Android apps, banking systems, large e-commerce back ends and much of the enterprise software built by Indian IT companies, which is why it remains a favourite for campus placements.',
        ),
        code(
          'java',
          String.raw`
public class Welcome {
    public static void main(String[] args) {
        System.out.println("Welcome to Java at BrajCode!");
    }
}`,
        ),
        text(
          'Every Java program starts in a `main` method inside a class. `System.out.println` prints a line of text to the console.',
        ),
      ],
      videoUrl: 'https://www.youtube.com/watch?v=eIrMbAQSU34',
      practice: [
        'Change the program so it prints your name and your city on two separate lines.',
        'What does the Java Virtual Machine do, and why does it make Java portable?',
        'Name three kinds of software that are commonly written in Java.',
      ],
    },
    {
      id: 'java-syntax',
      title: 'Java Syntax',
      content: [
        text(
          'A Java source file holds a class whose name matches the file name: `Main` lives in `Main.java`. Statements end with a semicolon, blocks are wrapped in curly braces, and Java is case-sensitive, so `main` and `Main` are different names.',
        ),
        code(
          'java',
          String.raw`
public class Main {
    // A single-line comment
    public static void main(String[] args) {
        int marks = 82;
        if (marks >= 40) {
            System.out.println("Passed");
        } else {
            System.out.println("Try again");
        }
        /* A comment that can
           span several lines */
    }
}`,
        ),
        text(
          'Indentation does not change the meaning of Java code, but consistent four-space indentation makes blocks easy to follow, and every team you join will expect it.',
        ),
      ],
      practice: [
        'Find and fix the three syntax errors in: `public class main { public static void main(String args) { System.out.println("Hi") } }`',
        'Write a program that prints "Even" or "Odd" for the number stored in a variable.',
        'Why must the file containing `public class Main` be called `Main.java`?',
      ],
    },
    {
      id: 'java-variables',
      title: 'Java Variables',
      content: [
        text(
          'A variable is a named box that holds a value. In Java every variable has a type, declared before its name, and the compiler refuses to put a value of the wrong type into it.',
        ),
        code(
          'java',
          String.raw`
int age = 21;
double feeInRupees = 3499.0;
String course = "Java Programming";
boolean enrolled = true;

age = age + 1;            // variables can change
final int MAX_SEATS = 30; // final: a constant that cannot change

var city = "Agra";        // Java 10+: the type (String) is inferred`,
        ),
        text(
          'Names start with a letter, use camelCase by convention (`feeInRupees`), and should say what the value means. Constants marked `final` are written in UPPER_SNAKE_CASE.',
        ),
      ],
      practice: [
        "Declare variables for a student's name, roll number and percentage, then print them in one sentence.",
        'Swap the values of two `int` variables using a third variable, then without one.',
        'What happens if you try to assign a new value to a `final` variable?',
      ],
    },
    {
      id: 'java-data-types',
      title: 'Java Data Types',
      content: [
        text(
          'Java has eight primitive types that store simple values directly, and reference types (such as `String`, arrays and your own classes) that refer to objects.',
        ),
        list(
          '`byte` (8 bits), `short` (16), `int` (32) and `long` (64) hold whole numbers; `int` is the default choice.',
          '`float` (32 bits) and `double` (64) hold decimal numbers; prefer `double`.',
          "`char` holds a single Unicode character in single quotes, such as `'A'`.",
          '`boolean` holds `true` or `false`.',
        ),
        code(
          'java',
          String.raw`
long population = 1_585_704L;   // L marks a long literal
float price = 99.5f;            // f marks a float literal
char grade = 'A';
String message = "Grade " + grade;
int[] scores = {78, 91, 64};    // an array is a reference type`,
        ),
        text(
          'Reference variables can hold `null`, meaning "no object". Calling a method on `null` throws a `NullPointerException`, one of the most common bugs for beginners.',
        ),
      ],
      practice: [
        'Which type would you use for a mobile number, and why is `int` a poor choice?',
        'Print the largest and smallest values of `int` using `Integer.MAX_VALUE` and `Integer.MIN_VALUE`.',
        'What is printed by `System.out.println(7 / 2);` and by `System.out.println(7 / 2.0);`?',
      ],
    },
    {
      id: 'java-typecasting',
      title: 'Java Type Casting',
      content: [
        text(
          'Type casting converts a value from one type to another. Widening casts go from a smaller type to a larger one (`int` to `double`) and happen automatically because no information is lost.',
        ),
        text(
          'Narrowing casts go the other way (`double` to `int`) and must be written explicitly with the target type in brackets, because the value can lose its decimal part or overflow.',
        ),
        code(
          'java',
          String.raw`
int marks = 87;
double average = marks;          // widening: 87.0

double fee = 3499.99;
int roundedDown = (int) fee;     // narrowing: 3499, the decimals are dropped

int big = 130;
byte small = (byte) big;         // overflow: -126

int parsed = Integer.parseInt("42");  // text to number
String back = String.valueOf(parsed); // number to text`,
        ),
        text(
          'Converting between text and numbers is not casting: use `Integer.parseInt`, `Double.parseDouble` and `String.valueOf` for that.',
        ),
      ],
      practice: [
        'Read a price such as 249.75 into a `double` and print it rounded down and rounded to the nearest rupee (`Math.round`).',
        'Explain why `(byte) 130` prints -126.',
        'Write a program that averages three `int` marks and prints the result with decimals.',
      ],
    },
    {
      id: 'java-oop-concepts',
      title: 'Java OOP Concepts',
      content: [
        text(
          'Object-oriented programming organises code around objects that combine data (fields) and behaviour (methods). A class is the blueprint; each object created with `new` is one instance of it.',
        ),
        list(
          'Encapsulation: keep fields `private` and expose only the methods other code needs.',
          'Inheritance: a class can `extend` another and reuse its fields and methods.',
          "Polymorphism: a parent-type variable can hold any child object, and the child's own version of a method runs.",
          'Abstraction: interfaces and abstract classes describe what something does without fixing how.',
        ),
        code(
          'java',
          String.raw`
abstract class Course {
    private final String title;
    Course(String title) { this.title = title; }
    String getTitle() { return title; }
    abstract int feeInRupees();
}

class CodeClass extends Course {
    CodeClass(String title) { super(title); }
    @Override int feeInRupees() { return 2999; }
}

Course course = new CodeClass("Python Programming");
System.out.println(course.getTitle() + ": " + course.feeInRupees());`,
        ),
      ],
      blogSlug: 'java-oop-concepts',
      practice: [
        'Create a `BankAccount` class with a private balance and `deposit` and `withdraw` methods that refuse invalid amounts.',
        'Model `Shape`, `Circle` and `Rectangle` so that a `Shape[]` array can print every area.',
        'What is the difference between an interface and an abstract class?',
        'Why is making fields `public` a problem in larger programs?',
      ],
    },
  ],
};
