% erfcx, erfi and dawson, real and complex.
a = erfcx([0 1 10 -1])
b = erfcx(1+1i)
c = erfi([0 0.5 1 3])
d = erfi(1+1i)
e = dawson([0 1 5 10])
f = dawson(1i)
g = [erfcx(30), erfcx(-3), erfi(-2), dawson(-0.5)]
disp(class(erfcx(single(1))))
try, erfcx('a'), catch err, disp(err.message), end
