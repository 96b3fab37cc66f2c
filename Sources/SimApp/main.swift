print("SimApp")
