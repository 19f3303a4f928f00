% resize cuts or pads with zeros of the class; a struct's new elements are empty.
a = resize ([1 2; 3 4], 3)
b = resize (int8 ([1 2 3]), [2 2])
c = resize ("abc", 1, 2)
s = resize (struct ("x", {1, 2}), 0, 1);
disp (size (s)), disp (fieldnames (s))
d = resize (1:3, 2, 1, 2)
