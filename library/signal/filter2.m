function y = filter2 (b, x, shape)
% FILTER2  Two-dimensional FIR filter (correlation with B).
%   filter2 (B, X) is conv2 (X, rot90 (B, 2), "same"); filter2 (B, X,
%   SHAPE) with SHAPE "full", "same" or "valid" as for conv2.
  if (nargin < 2)
    print_usage ();
  end
  if (nargin < 3)
    shape = 'same';
  end
  y = conv2 (x, b(end:-1:1, end:-1:1), shape);
end
