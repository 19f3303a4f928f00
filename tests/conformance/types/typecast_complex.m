% typecast to "double complex" and "single complex": the bytes read in pairs.
x = typecast(int64([0 0]), 'double complex')
y = typecast(single([1 2 3 4]), 'single complex')
z = typecast([1 2], 'double complex'), class(z)
w = typecast(int64(0), 'single complex')
