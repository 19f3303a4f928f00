function [err, varargout] = common_size (varargin)
% COMMON_SIZE  Bring scalar arguments to the common size of the others.
%   [ERR, A1, A2, ...] = common_size (A1, A2, ...): ERR is 0 when every
%   non-scalar argument has the same size, and then each scalar is
%   expanded to that size; otherwise ERR is 1 and the arguments are
%   returned unchanged.
  if (nargin < 2)
    error ('common_size: only makes sense if nargin >= 2');
  end
  varargout = varargin;
  err = 0;
  sz = [];
  for k = 1:nargin
    if (numel (varargin{k}) ~= 1)
      if (isempty (sz))
        sz = size (varargin{k});
      elseif (~ isequal (size (varargin{k}), sz))
        err = 1;
        return;
      end
    end
  end
  if (~ isempty (sz))
    for k = 1:nargin
      if (numel (varargin{k}) == 1)
        varargout{k} = repmat (varargin{k}, sz);
      end
    end
  end
  varargout = varargout(1:max (nargout - 1, 0));
end
