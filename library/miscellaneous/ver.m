function v = ver (package)
% -- ver
% -- ver PACKAGE
% -- V = ver (...)
%     The version of Octave that matc follows (7.3.0) and of installed
%     packages (matc has none), as a structure array with fields Name,
%     Version, Release and Date.  Without an output, a summary is
%     printed.
%
%     See also: version, verLessThan, compare_versions.

  if (nargin < 1)
    package = '';
  end
  if (nargout == 0)
    bar = repmat ('-', 1, 70);
    printf ('%s\n', bar);
    printf ('GNU Octave Version: %s (matc)\n', OCTAVE_VERSION);
    printf ('%s\n', bar);
    if (isempty (package))
      printf ('no packages installed.\n');
    end
    return;
  end
  v = struct ('Name', {}, 'Version', {}, 'Release', {}, 'Date', {});
  if (isempty (package) || strcmpi (package, 'Octave'))
    v(1).Name = 'Octave';
    v(1).Version = OCTAVE_VERSION;
    v(1).Release = [];
    v(1).Date = '2022-11-02';
  end
end
