a = num2str(pi)
b = num2str(42)
c = num2str([1 2 3])
