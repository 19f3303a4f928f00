function tf = verLessThan (package, version)
% -- TF = verLessThan (PACKAGE, VERSION)
%     True if the installed version of PACKAGE ("Octave" here: matc
%     follows Octave 7.3.0) is older than VERSION.
%
%     See also: compare_versions, ver, version.

  if (nargin != 2)
    print_usage ();
  end
  if (! ischar (package) || rows (package) > 1)
    error ('verLessThan: PACKAGE must be a string');
  end
  v = ver (package);
  if (isempty (v))
    error ('verLessThan: package "%s" is not installed', package);
  end
  tf = compare_versions (v(1).Version, version, '<');
end
