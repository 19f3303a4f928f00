function m = cm_to_m(cm)
  m = cm / 100;
end
