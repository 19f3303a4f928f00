function [fn, text, nvars] = ez_fun (caller, f)
  % A function of ez* plots as a vectorized handle, its text for the
  % title, and its number of variables (text and inline functions name
  % theirs; a handle's are its parameters).
  if (ischar (f))
    text = f;
    vars = symvar (f);
    nvars = numel (vars);
    if (nvars == 0)
      vars = {"x"};
    end
    % Elementwise operators, so that the function takes arrays.
    body = regexprep (f, '(?<!\.)([*/^])', '.$1');
    fn = str2func (sprintf ("@(%s) %s", strjoin (vars(:)', ", "), body));
  elseif (isa (f, "inline"))
    text = formula (f);
    nvars = numel (argnames (f));
    fn = vectorize (f);
  elseif (isa (f, "function_handle"))
    s = func2str (f);
    params = regexp (s, '^@\(([^)]*)\)', 'tokens', 'once');
    text = strtrim (regexprep (s, '^@\([^)]*\)', ''));
    if (isempty (params))
      nvars = nargin (f);
    else
      nvars = numel (strsplit (params{1}, ","));
      if (isempty (strtrim (params{1})))
        nvars = 0;
      end
    end
    fn = f;
  else
    error ("%s: F must be a string, inline function, or function handle", caller);
  end
end
