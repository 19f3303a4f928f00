format long
a = int8([1 -2 3])
