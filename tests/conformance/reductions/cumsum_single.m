% cumsum and cumprod of single arrays accumulate in single precision: each
% partial sum or product is rounded to single before the next step.
x = single([16777216 1 1 1 1]);
fprintf('%.17g ', cumsum(x)); fprintf('\n');
fprintf('%.17g ', cumsum(x, 2)); fprintf('\n');
fprintf('%.17g ', cumsum(x')); fprintf('\n');
fprintf('%.17g ', cumprod(single(1.1) * ones(1, 8))); fprintf('\n');
y = cumsum(single([16777216 1; 1 1; 1 1]));
disp(class(y)); fprintf('%.17g ', y); fprintf('\n');
z = cumsum(single([16777216 1 1]) + single(1i));
disp(class(z)); fprintf('%.17g %.17g\n', [real(z); imag(z)]);
fprintf('%.17g ', cumsum([16777216 1 1 1 1])); fprintf('\n');
