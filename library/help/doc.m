function retval = doc (function_name)
% -- doc FUNCTION_NAME
% -- doc
%
%     Show FUNCTION_NAME's entry of the Octave manual in a GNU Info reader
%     (or the manual's top without a name).  matc ships no Info manual,
%     so this raises the error Octave raises when its manual is not
%     installed; `help FUNCTION_NAME' prints a function's own help text,
%     and the manual is online (see `info').
%
%     See also: help, lookfor, info.

  if (nargin == 1 && ! ischar (function_name))
    error ('doc: FUNCTION_NAME must be a string');
  end
  __gripe_missing_component__ ('doc', 'info-file');
end
