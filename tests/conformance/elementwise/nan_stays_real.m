% A NaN input does not make the log and inverse-trig families complex.
a = log(NaN)
b = log10(NaN)
c = log2(NaN)
d = asin(NaN)
e = acos(NaN)
f = acosh(NaN)
g = atanh(NaN)
h = log1p(NaN)
k = log([NaN 1])
l = log([NaN -1])
m = NaN .^ 0
n = 1 .^ NaN
o = [NaN 2] .^ [0 NaN]
p = true / [1; 1]
