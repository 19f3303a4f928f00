function news (package)
% -- news
% -- news PACKAGE
%
%     What is new in this release.  matc keeps no NEWS file of its own:
%     it follows GNU Octave's language and library of the version
%     `version' names, and the notes printed here say where its
%     differences from that version are written down.  PACKAGE names an
%     installed package instead; matc has no packages, so any other name
%     than "octave" is an error.
%
%     See also: ver, version, citation.

  if (nargin < 1)
    package = 'octave';
  end
  if (! ischar (package))
    error ('news: PACKAGE must be a string');
  end
  if (! strcmpi (package, 'octave'))
    error ('news: package ''%s'' is not installed', package);
  end
  printf ('matc follows GNU Octave %s: its functions behave and print as\n', OCTAVE_VERSION);
  printf ('that version''s do.  Where matc differs, its documentation says so:\n');
  printf ('docs/octave-language.md (the language), docs/library.md (the\n');
  printf ('library) and docs/missing.md (the names it does not have yet).\n');
end
