a = 5;
clear a
b = a + 1
