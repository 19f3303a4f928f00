% yes_or_no asks until it reads yes or no; home writes nothing off a terminal.
a = yes_or_no('Continue? ')
b = yes_or_no('Again? ')
home; disp(1)
