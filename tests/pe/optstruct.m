function optstruct(x, tol)
% args: [3 1 2] | 1e-3
% specialize: --shape x=[1 3]
% An options struct built field by field from known and unknown values:
% each field is tracked like a variable, so the known ones fold (the
% isfield default, the switch on the method, the loop bound) while the
% unknown one stays a read of the struct.
opts.method = 'scaled';
opts.tol = tol;
opts.count = numel(x);
if ~isstruct(opts) || ~isfield(opts, 'maxit')
  opts.maxit = 2 * opts.count;
end
switch opts.method
  case 'plain'
    y = x;
  case 'scaled'
    y = x / opts.count;
end
s = 0;
for k = 1:opts.maxit
  s = s + k * opts.tol;
end
fprintf('%s %g %d\n', opts.method, s, opts.maxit);
disp(y);
if opts.tol > 0.5
  opts.method = 'loose';
end
fprintf('%s\n', opts.method);
end
