function no_output_used_error()
  x = nothing_back();
end
function nothing_back()
  disp('working');
end
