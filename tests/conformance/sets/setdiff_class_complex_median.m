% setdiff's result has a's class (its elements come from a alone); median
% of a complex array orders by modulus, then argument.
x = -setdiff([Inf -Inf 0], int8(-5))
class(x)
x = setdiff(int8([1 2]), [2.5 1])
class(x)
b = [1+2i 3-1i];
x = median(b)
x = median([1+2i; -3; 2i])
x = median([1+2i NaN])
x = (b)' - median(b)
