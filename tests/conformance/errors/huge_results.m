% Results far larger than their operands are Octave's out-of-memory error,
% not an abort: an outer product, broadcasting, a gather, kron, repmat.
a = ones(1, 2^26);
try, b = a' * a; catch e, disp(e.message), end
try, b = a' + a; catch e, disp(e.message), end
try, b = a' .* a; catch e, disp(e.message), end
try, b = a' == a; catch e, disp(e.message), end
try, b = a(ones(2^26, 1), :); catch e, disp(e.message), end
try, b = kron(a, a'); catch e, disp(e.message), end
try, b = repmat(a, 2^26, 1); catch e, disp(e.message), end
try, b = zeros(2^26); catch e, disp(e.message), end
c = single(a);
try, b = c' * c; catch e, disp(e.message), end
z = a + 1i;
try, b = z' * z; catch e, disp(e.message), end
disp(size(a))
