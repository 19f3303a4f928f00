function [fn, text, nvars] = ez_fun (caller, f)
  % A function of ez* plots as a vectorized handle, its text for the
  % title, and its number of variables (text and inline functions name
  % theirs; a handle's are its parameters).
  if (ischar (f))
    text = f;
    fn = vectorize (inline (f));
    nvars = numel (argnames (fn));
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
