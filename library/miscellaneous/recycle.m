function val = recycle (new_val)
% -- VAL = recycle ()
% -- OLD = recycle (NEW_VAL)
%     Whether delete moves files to a recycle bin: always "off".  Setting
%     "off" is accepted; "on" is an error, as in Octave.
%
%     See also: delete, rmdir.

  if (nargin == 0 || nargout > 0)
    val = 'off';
  end
  if (nargin == 1)
    if (! ischar (new_val))
      error ('recycle: NEW_VAL must be a character string');
    end
    if (strcmpi (new_val, 'on'))
      error ('recycle: recycling files is not implemented');
    elseif (! strcmpi (new_val, 'off'))
      error ('recycle: invalid value ''%s''', new_val);
    end
  end
end
