% The transform of real data is Hermitian: its second half holds the
% conjugates of the first, so zeros there have negative imaginary parts.
x = fft([1 1 1 1 0 0 0 0]')
y = fft([1 0 0 0 1 0 0 0])
z = fft([1 1 0 0])
w = fft([1 1 1 1 0 0 0 0; 0 0 1 1 1 1 0 0]')
