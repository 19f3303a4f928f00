%% space-minus-separates
a = 1; b = 2;
x = [a -b]
%% spaced-minus-is-binary
a = 1; b = 2;
x = [a - b]
%% number-minus-number
x = [1 -2]
%% number-spaced-minus
x = [1 - 2]
%% minus-then-binary-plus
x = [1 -2 + 3]
%% glued-minus-is-binary
a = 1; b = 2;
x = [a-b a -b a - b a- b]
%% transposes-in-matrix
a = [1 2]; b = [3 4];
x = [a' b']
%% transpose-then-unary-minus
a = [1 2]; b = [3 4];
x = [a' -b']
%% quote-after-space-is-string
s = 'ab';
x = [s 'cd']
%% char-transposes
s = 'ab';
x = [s' s']
%% dot-transpose
a = [1 2; 3 4];
x = [a.' a']
%% space-before-paren-separates
f = [5 6];
x = [f (1)]
%% paren-index-without-space
f = [5 6];
x = [f(1) (2)]
%% cell-whitespace
x = {1 'a' -2}
%% brace-index-inside-matrix
c = {7, 8};
x = [c{1} c {2}]
%% not-separates
x = [1 ~0 ~= 1]
%% newline-rows
x = [1 2
3 4]
%% continuation-with-text
x = [1 2 ... the rest is a comment
3]
%% comment-in-matrix
x = [1 2 % row one
3 4 # row two
]
%% block-comment
x = 1;
%{
x = 2;
%}
x
%% block-comment-not-alone
x = 1; %{ not a block comment
x = x + 1
%% power-precedence
x = [-2^2, 2^-2, 2^3^2, -2^-2, 2^-2^2]
%% unary-and-transpose
a = [1 2];
x = -a'
%% range-precedence
x = 1:3+1
%% range-transpose
x = 1:3'
%% strings
x = ['it''s', "say ""hi"""]
%% octave-not
x = [!0, 1 != 2]
%% end-in-index
v = [4 5 6];
x = v([1 end]) + v(end-1)
%% command-syntax-dash
format long
x = pi
%% command-syntax-words
x = 1;
format short g
x
%% command-vs-expression
format = 3;
x = format - 1
%% increments
x = 1; x += 2; x++; x *= 3;
x
%% anonymous-function-in-cell
c = {@(t) t + 1, @(t) t * 2};
x = [c{1}(1) c{2}(1)]
%% multiple-assignment
[~, x] = max([3 9 2])
%% deletion
x = 1:5; x([2 4]) = [];
x
%% continuation-then-minus
x = [1 ...
 -2]
%% unary-plus-separates
x = [1 +2 + 3]
%% minus-minus
x = [1 - - 2, 3]
%% index-then-minus
a = [5 6];
x = [a(1) -a(2) a(1)-a(2)]
%% transpose-times
a = [1 2]; b = [3 4];
x = a' * b
%% rows-of-strings
x = ['ab';'cd']
%% index-a-literal
x = [1 2; 3 4](2, :)
%% reverse-range
v = 1:4;
x = v(end:-1:1)
%% exponents-and-imaginary
x = [1e3 -1e-3 2i -3j 1.5e+2i]
%% hex-number
x = 0x1F + 1
%% transpose-of-power
x = 2^-1'
%% power-then-transpose
a = [1 2 3]; b = [1 2 3];
x = a.^b'
y = [1 2; 3 4]'^2
%% increment-in-index
i = 1; v = [10 20 30];
w = v(i++)
i
