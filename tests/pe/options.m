function options(u, mode, scale)
% args: [1 4 9 16] | 'diff' | 2
% specialize: --fix mode='diff'
% specialize: --fix scale=2
% An options struct built from fixed inputs: its fields fold, and the
% argument checks, the switch and the ifs on them go.
if nargin < 3
  scale = 1;
end
opts = struct('mode', mode, 'scale', scale, 'verbose', true);
if ~isstruct(opts) || ~isfield(opts, 'mode')
  error('options:bad', 'bad options');
end
switch opts.mode
  case 'sum'
    r = sum(u) * opts.scale;
  case {'diff', 'gradient'}
    r = diff(u) * opts.scale;
  otherwise
    error('options:mode', 'unknown mode %s', opts.mode);
end
if opts.verbose
  fprintf('mode %s, scale %g: ', opts.mode, opts.scale);
end
disp(r);
end
