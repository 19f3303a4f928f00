function check_appdata_handles (caller, h)
  if (! (isnumeric (h) && ! isempty (h) && all (ishghandle (h(:)))))
    error ('%s: H must be a scalar or vector of graphic handles', caller);
  end
end
