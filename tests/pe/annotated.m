function annotated(x, scale)
% args: [2 4 8] | 3
% The paper's annotations say what is known, from inside the file.
%# x size [1 3]
%# x class double
%# nargin 2
if nargin < 2
  scale = 1;
end
if ~isnumeric(x) || ~isequal(size(x), [1 3])
  error('annotated:x', 'x must be a 1x3 number');
end
acc = 0;
for k = 1:numel(x)
  acc = acc + x(k) * scale;
end
fprintf('%s %g\n', class(x), acc);
end
