function citation (package)
% -- citation
% -- citation PACKAGE
%
%     How to cite the software in publications: matc, and the GNU Octave
%     manual whose language and library matc follows.  PACKAGE names an
%     installed package instead; matc has no packages, so any other name
%     than "octave" is an error.
%
%     See also: ver, version, license.

  if (nargin < 1)
    package = 'octave';
  end
  if (! ischar (package))
    error ('citation: PACKAGE must be a string');
  end
  if (! strcmpi (package, 'octave'))
    error ('citation: package ''%s'' is not installed', package);
  end
  printf ('matc runs the language and library of GNU Octave %s.\n', OCTAVE_VERSION);
  printf ('To cite it in publications, cite the GNU Octave manual:\n\n');
  printf ('  John W. Eaton, David Bateman, Soren Hauberg, Rik Wehbring (2022).\n');
  printf ('  GNU Octave version %s manual: a high-level interactive language for\n', OCTAVE_VERSION);
  printf ('  numerical computations.\n');
  printf ('  URL https://www.gnu.org/software/octave/doc/v%s/\n\n', OCTAVE_VERSION);
  printf ('and name matc as the program that ran the computations.\n');
end
