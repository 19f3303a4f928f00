function old = dir_encoding (dir, encoding)
% -- ENC = dir_encoding (DIR)
% -- OLD = dir_encoding (DIR, ENC)
%     The text encoding of the .m files in folder DIR: "utf-8", the one
%     matc reads every file in.  Setting it to another is an error.
%
%     See also: unicode2native, native2unicode.

  if (nargin < 1 || nargin > 2)
    print_usage ();
  end
  if (! ischar (dir))
    error ('dir_encoding: DIR must be a string');
  end
  old = 'utf-8';
  if (nargin == 2)
    if (! ischar (encoding))
      error ('dir_encoding: ENCODING must be a string');
    end
    if (! any (strcmpi (encoding, {'utf-8', 'utf8'})))
      error ('dir_encoding: matc reads .m files as UTF-8 only, not %s', encoding);
    end
  end
end
