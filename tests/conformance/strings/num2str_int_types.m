a = num2str(int8(-7))
b = num2str(uint16([1 20 300]))
