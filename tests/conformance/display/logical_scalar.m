flag = true
