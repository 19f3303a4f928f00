% Complex products and quotients with infinite, NaN and tiny parts, as
% Octave's operators compute them (C99 Annex G: libgcc's __muldc3 and
% __divdc3), and mixed real/complex operators, which take the real operand
% as a real number (`z * r` scales both parts, `z + r` keeps z's imaginary
% part), so signs of zeros and infinities differ from `complex(r, 0)`.
a = complex(Inf, Inf); b = complex(1, 1);
disp(a * b)
c = complex(Inf, 0); d = complex(NaN, 1);
disp(c * d)
e = complex(1e308, 1e308); disp(e * e)
x = [complex(Inf, Inf), complex(2, NaN)] .* [complex(0, 1), complex(Inf, 1)];
disp(x)
disp(complex(1, 1) / complex(0, 0))
disp(complex(Inf, 1) / complex(Inf, Inf))
disp(complex(1, 2) / complex(1e-310, 1e-310))
disp(complex(1e300, 1e300) / complex(1e-300, 1e-300))
disp([complex(1, 2), complex(3, -4)] ./ [complex(0, 0), complex(1e-320, 0)])
disp(complex(4, 2) \ complex(1, Inf))
z = complex(Inf, 1);
disp(z * 2)
disp(z .* [2 3])
disp(2 * z)
disp(z / 2)
disp(2 / z)
disp([2 4] ./ z)
disp(z \ 3)
w = complex(-0, 1);
x = w * 1; disp(1 / real(x))
y = [complex(1, Inf)] ./ [2 4]; disp(y)
% Signs of zero parts, seen through 1 ./ part (kept in arrays that stay complex).
v = [complex(1, -0), 2i];
disp(1 ./ imag(v + 1))
disp(1 ./ imag(1 - v))
disp(1 ./ imag(v * 2))
disp(1 ./ imag(v .* complex(2, 0)))
disp(1 ./ real([complex(-0, 1), 1i] * -1))
% Reductions multiply as the operator does.
p = prod([complex(Inf, Inf), complex(0, 1)]); disp(p)
disp(cumprod([complex(Inf, 1), complex(Inf, 1), complex(0, 1)]))
q = complex(1, Inf) * complex(2, 0); disp(q)
s = sum([complex(Inf, 1), complex(-Inf, 1)]); disp(s)
% Integer powers square and multiply through the same product.
disp(complex(1e200, 1e200) ^ 2)
disp(complex(Inf, 1) ^ 3)
disp(complex(0, 0) ^ -1)
% Single precision: __mulsc3 and __divsc3.
f = single(complex(Inf, Inf)) * single(complex(1, 1)); disp(f)
disp(class(f))
disp(single(complex(1e30, 1e30)) * single(complex(1e30, 1e30)))
disp(single(complex(1, 2)) / single(complex(1e-30, 1e-30)))
disp(prod(single([complex(Inf, Inf), complex(0, 1)])))
% In a loop (the native tier compiles it), a running product that meets infinity.
t = 1 + 1i;
r = 1 + 1i;
for k = 1:2200
  t = t * r;
end
disp(t)
u = 4 + 0.5i;
acc = 1 + 0.5i;
for k = 1:600
  acc = acc * u;
  if isnan(real(acc))
    break
  end
end
disp(k)
disp(acc)
