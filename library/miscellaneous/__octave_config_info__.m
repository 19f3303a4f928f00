function info = __octave_config_info__ (field)
% -- S = __octave_config_info__ ()
% -- V = __octave_config_info__ (FIELD)
%     What the Octave that matc stands in for says of its build: its
%     version (that of `version`, `OCTAVE_VERSION`) and release date, the
%     host (`computer`), the platform and byte order, and `build_features`
%     (none: matc has no optional libraries, as `__have_feature__` says).
%     With FIELD, that one value; a field it does not know is an error.
%
%     See also: version, computer, __have_feature__.

  if (nargin > 1)
    print_usage ();
  end
  v = OCTAVE_VERSION ();
  parts = strsplit (v, ".");
  s = struct ("version", v, "major_version", parts{1}, ...
              "minor_version", parts{2}, "patch_version", parts{3}, ...
              "release_date", version ("-date"), ...
              "canonical_host_type", computer (), ...
              "unix", isunix (), "mac", ismac (), "windows", ispc (), ...
              "float_format", "ieee-le", "words_big_endian", false, ...
              "words_little_endian", true, "build_features", struct ());
  if (nargin == 0)
    info = s;
  elseif (! ischar (field))
    error ("__octave_config_info__: OPTION argument must be a string");
  elseif (isfield (s, field))
    info = s.(field);
  else
    error ("__octave_config_info__: no info for '%s'", field);
  end
end
