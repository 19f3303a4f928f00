function code_str = grabcode (url)
% -- grabcode (FILENAME)
% -- grabcode (URL)
% -- CODE_STR = grabcode (...)
%
%     The code of a report made by `publish': the text between the lines
%     "##### SOURCE BEGIN #####" and "##### SOURCE END #####" of the
%     HTML file FILENAME (or of the page at URL).
%
%     With CODE_STR requested it is returned; otherwise it is written to
%     a new temporary .m file, which is opened in the editor (save it
%     under a name of your choice, or the code is lost).
%
%     See also: publish, edit.

  if (nargin < 1)
    print_usage ();
  end
  if (exist (url) == 2)
    text = fileread (url);
  else
    [text, ok, msg] = read_url (url);
    if (! ok)
      error ('grabcode: %s', msg);
    end
  end
  code = regexp (text, '##### SOURCE BEGIN #####\n(.*)##### SOURCE END #####', ...
                 'once', 'tokens');
  if (isempty (code))
    error ('grabcode: no published source in %s', url);
  end
  code = code{1};
  if (nargout == 1)
    code_str = code;
    return;
  end
  fname = [tempname(), '.m'];
  fid = fopen (fname, 'w');
  if (fid < 0)
    error ('grabcode: could not open temporary file');
  end
  fprintf (fid, '%s', code);
  fclose (fid);
  edit (fname);
  warning ('grabcode: make sure to save the temporary file %s to a location of your choice, otherwise the grabbed code is lost', fname);
end

function [text, ok, msg] = read_url (url)
  % urlread is a builtin matc may lack; without it no URL can be read.
  text = '';
  if (exist ('urlread') == 0)
    ok = false;
    msg = sprintf ('unable to find file %s (and matc cannot read URLs)', url);
    return;
  end
  [text, ok, msg] = urlread (url);
end
